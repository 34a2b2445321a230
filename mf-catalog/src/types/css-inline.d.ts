/** `import css from './x.css?inline'`: the stylesheet's text (webpack `asset/source`, Vite's `?inline`). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
