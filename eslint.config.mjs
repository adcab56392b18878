import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // A dynamic import of a library's barrel is not tree-shaken: `import('antd')` fetched and ran all of antd
      // (265 KiB gzip) to show one Select. Import the component's own module (`import('antd/es/select')`).
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^(antd|@ant-design\\/icons|recharts)$/]',
          message: 'Dynamic import of a whole library: import the module you need (e.g. antd/es/select).',
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'node_modules/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'data/**',
  ]),
]);
