export { reloadPage } from './reload-page';
