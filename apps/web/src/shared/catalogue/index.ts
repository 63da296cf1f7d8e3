export { categoryStyle, type CategoryStyle } from './category-style';
