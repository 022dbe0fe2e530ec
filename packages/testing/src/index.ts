export { freePort } from './ports.js';
export {
  SERVER_CLI,
  SERVER_MAIN,
  runNode,
  startBuiltServer,
  type RunningProcess,
  type RunningServer,
} from './processes.js';
export { pngHeaderOnly, pngImage } from './png.js';
export { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';
