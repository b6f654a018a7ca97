import { loadLaterStyles } from './static-styles';

describe("the rest of antd's static styles", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds the named file once, after the inlined styles, and resolves when it has loaded', async () => {
    document.head.innerHTML = '<meta name="sisacte-later-styles" content="public/antd.abc.css"><style data-antd-static></style><style id="page"></style>';
    const loading = loadLaterStyles();
    expect(loadLaterStyles()).toBe(loading);
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('public/antd.abc.css');
    expect(links[0]!.previousElementSibling?.hasAttribute('data-antd-static')).toBe(true);
    links[0]!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('resolves when the file fails, removes it, and tries again on the next call', async () => {
    document.head.innerHTML = '<meta name="sisacte-later-styles" content="public/antd.def.css"><style data-antd-static></style>';
    // a fresh module: the first test's file is loaded already
    let load!: typeof loadLaterStyles;
    jest.isolateModules(() => {
      load = (jest.requireActual('./static-styles') as typeof import('./static-styles')).loadLaterStyles;
    });
    const first = load();
    document.head.querySelector('link')!.dispatchEvent(new Event('error'));
    await expect(first).resolves.toBeUndefined();
    expect(document.head.querySelector('link')).toBeNull();
    const second = load();
    expect(second).not.toBe(first);
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });
});
