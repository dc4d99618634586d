// The multi-process tests put the compose file's nginx config in front of two backends with
// Debian's nginx (backend/test/nginx.ts): install it when missing, so CI never skips them.
import { ensurePackage } from './debian-package.mjs';

ensurePackage('/usr/sbin/nginx', 'nginx');
