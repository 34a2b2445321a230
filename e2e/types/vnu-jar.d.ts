/** vnu-jar's main export: the path of the Nu HTML Checker's jar (the package ships no types). */
declare module 'vnu-jar' {
  const vnuJar: string;
  export default vnuJar;
}
