// Jest: a stylesheet is a module whose default export is its text, as webpack's `?inline` rule gives it
// (mf-catalog's embed); a plain `import './x.css'` ignores it, as style-loader's injection has no use in jsdom.
export default {
  process: (source) => ({ code: `module.exports = ${JSON.stringify(source)};` }),
};
