import type webpack from 'webpack';

/** Runs a webpack compiler once and closes it: its stats, or the error that stopped it. */
export function runCompiler(compiler: webpack.Compiler): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (!stats) reject(new Error('webpack gave no stats'));
      else resolve(stats);
    });
  });
}
