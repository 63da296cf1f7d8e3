export { Icon, type IconDefinition, type IconProps } from './icon';
