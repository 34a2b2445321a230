// Vite (vitest) gives a file's text for `?raw`; the route-preloads test reads its JSON that way.
declare module '*.json?raw' {
  const text: string;
  export default text;
}
