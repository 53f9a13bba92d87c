import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/migrations/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // sonner is loaded on the first toast only: everything else goes through src/components/toast/toast.ts.
      'no-restricted-imports': ['error', { paths: [{ name: 'sonner', message: "Use toast from '@/components/toast/toast', which loads sonner on the first toast." }] }],
    },
  },
  {
    files: ['src/components/toast/ToastRegion.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
]

export default config
