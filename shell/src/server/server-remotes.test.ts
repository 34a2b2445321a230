import * as React from 'react';
import { describe, expect, it } from '@jest/globals';
import { assertCompatible, evaluateServerRemote } from './server-remotes';

const URL = 'http://localhost:3002/server/remote.js';

describe("a remote's server bundle", () => {
  it("runs with the shell's React and @mitti/shared, the one copy the render uses", () => {
    const remote = evaluateServerRemote(
      `const React = require('react'); exports.pages = { Page: { Component: () => null, react: React } };`,
      URL,
    );
    expect((remote.pages.Page as unknown as { react: unknown }).react).toBe(React);
  });

  it('is refused, by name, when it needs a module the shell does not share', () => {
    expect(() => evaluateServerRemote(`require('lodash'); exports.pages = {};`, URL)).toThrow(
      `${URL} needs "lodash", which the shell does not share`,
    );
  });

  it('is refused when it exports no pages', () => {
    expect(() => evaluateServerRemote(`exports.other = 1;`, URL)).toThrow('exports no pages');
  });

  it('is refused when its manifest asks for another React, as the browser refuses it', () => {
    const react18 = { shared: [{ name: 'react', requiredVersion: '^18.2.0' }] };
    expect(() => assertCompatible(react18, 'http://localhost:3102/mf-manifest.json')).toThrow(
      `http://localhost:3102/mf-manifest.json needs react ^18.2.0, the shell runs ${React.version}`,
    );
    const ours = {
      shared: [
        { name: 'react', requiredVersion: `^${React.version}` },
        { name: '@mitti/shared', requiredVersion: '^1.0.0' },
      ],
    };
    expect(() => assertCompatible(ours, 'http://localhost:3002/mf-manifest.json')).not.toThrow();
  });

  it('is refused when its manifest asks for another @mitti/shared, as the browser refuses it', () => {
    const shared2 = { shared: [{ name: '@mitti/shared', requiredVersion: '^2.0.0' }] };
    expect(() => assertCompatible(shared2, 'http://localhost:3101/mf-manifest.json')).toThrow(
      'http://localhost:3101/mf-manifest.json needs @mitti/shared ^2.0.0, the shell runs 1.0.0',
    );
  });

  it("runs in Node's vm, named by its URL in a stack trace", () => {
    let thrown: unknown;
    try {
      evaluateServerRemote(`exports.pages = {}; null.boom;`, URL);
    } catch (error) {
      thrown = error;
    }
    // Compared by message and stack: the vm's TypeError is not this test realm's.
    expect((thrown as Error).message).toBe("Cannot read properties of null (reading 'boom')");
    expect((thrown as Error).stack).toContain('localhost:3002/server/remote.js');
  });
});
