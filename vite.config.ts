import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    // Spec section 7: script and style chunks live under js/ and css/ with hashed names.
    rolldownOptions: {
      output: {
        entryFileNames: 'js/[name]-[hash].js',
        chunkFileNames: 'js/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css')) ? 'css/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    proxy: { '/web': `http://127.0.0.1:${apiPort}` },
  },
});
