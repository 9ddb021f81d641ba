import { hostConfig } from '@school/shared/vite';
import { defineConfig } from 'vite';

export default defineConfig(hostConfig(import.meta.url));
