#!/usr/bin/env node
// Development: the API server (with its database) and Vite with hot reload, which proxies /web to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8080';
const children = [
  // Content files and the sandbox page's assets are read, not imported: watched too, so an edit restarts the server.
  spawn('npx', ['tsx', 'watch', '--include', 'server/content', '--include', 'server/features/sandbox/venue-page', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
