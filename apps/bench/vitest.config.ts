import { sharedConfig } from '../../vitest.shared.js';

export default sharedConfig(import.meta.dirname);
