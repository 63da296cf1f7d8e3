export { reloadPage } from './reload-page';
export { singleFlight } from './single-flight';
export { formRule } from './form-rule';
export { sleep } from './sleep';
export { accountIdOf, displayNameOf, type AccountIdentity } from './account-identity';
