import { describe, expect, it } from '@jest/globals';
import { matchPath } from 'react-router-dom';
import { paths } from './links';
import { ROUTE_PATHS } from './route-paths';

describe('paths', () => {
  it('links each builder to exactly one route of the route table', () => {
    for (const [name, linkTo] of Object.entries(paths)) {
      const link = (linkTo as (id: string) => string)('a-piece');
      const routes = ROUTE_PATHS.filter((pattern) => pattern !== '*' && matchPath(pattern, link));
      expect({ name, link, routes: routes.length }).toEqual({ name, link, routes: 1 });
    }
  });

  it('writes a route without parameters as it is', () => {
    expect(paths.home()).toBe('/');
    expect(paths.store()).toBe('/store');
    expect(paths.adminPerformance()).toBe('/admin/performance');
  });

  it('fills a parameter in, encoded', () => {
    expect(paths.product('speckled-oat-serving-bowl')).toBe('/product/speckled-oat-serving-bowl');
    expect(paths.workshop('wheel 101/a?')).toBe('/workshop/wheel%20101%2Fa%3F');
    expect(paths.adminProduct('new')).toBe('/admin/products/new');
  });
});
