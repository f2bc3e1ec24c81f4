// Run by Stryker in each new sandbox (.stryker-tmp/sandbox-*/) before any test: Stryker links the project's
// node_modules folder into a sandbox, but not a node_modules that is itself a link (as in the engineers'
// worktrees), and tests that run node_modules/.bin/tsx need it.
import { existsSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';

if (!existsSync('node_modules/.bin')) symlinkSync(resolve('../../node_modules'), 'node_modules');
