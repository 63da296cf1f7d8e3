export { Tag, type TagProps, type TagTint } from './tag';
