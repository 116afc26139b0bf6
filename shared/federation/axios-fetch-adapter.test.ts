import path from 'node:path';
import { resolveFor } from './webpack-config';
import { getFetch } from './axios-fetch-adapter';

describe("the browser builds' axios", () => {
  it.each([true, false])(
    'get the stand-in for the fetch adapter (production: %s)',
    (production) => {
      const { alias } = resolveFor(production);
      const replaced = Object.entries(alias).filter(([file]) =>
        file.endsWith(path.join('axios', 'lib', 'adapters', 'fetch.js')),
      );
      expect(replaced).toEqual([
        [expect.any(String), path.join(__dirname, 'axios-fetch-adapter.ts')],
      ]);
    },
  );

  it('whose fetch adapter is "not available in the build" for axios', () => {
    // axios's getAdapter reports an adapter whose get() answers undefined that way.
    expect(getFetch()).toBeUndefined();
  });
});
