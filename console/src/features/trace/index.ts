export { TracePage as default } from './TracePage';
