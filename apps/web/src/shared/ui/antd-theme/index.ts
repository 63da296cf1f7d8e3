export { lazyThemed, loadAntdTheme } from './lazy-themed';
