// CSS modules: `import styles from './X.module.css'` gives a map of class names.
// Global stylesheets are imported for their side effects only (`import './index.css'`),
// which TypeScript does not resolve, so they need no declaration.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string }
  export default classes
}
