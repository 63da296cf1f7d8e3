import type { Plugin } from 'vite';

const REPLACEMENT = '\0kukur:tooltips-not-unique';

/**
 * antd's ConfigProvider imports the provider of its `tooltip.unique` option (one shared tooltip that glides
 * between targets), and with it all of @rc-component/trigger, on every page, though the provider only renders
 * when the option is on. The shop never turns it on, and most storefront pages show no tooltip, so the build
 * gives ConfigProvider a provider that renders its children as they are; the pages that use a Tooltip, Select
 * or Dropdown still load the trigger with their own code.
 */
export function withoutUniqueTooltips(): Plugin {
  return {
    name: 'kukur-without-unique-tooltips',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise resolve the import first.
    enforce: 'pre',
    resolveId(source, importer) {
      const fromConfigProvider = importer && /antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer);
      return fromConfigProvider && source === '../tooltip/UniqueProvider' ? REPLACEMENT : null;
    },
    load(id) {
      return id === REPLACEMENT
        ? 'export default function UniqueProvider({ children }) { return children; }'
        : null;
    },
  };
}
