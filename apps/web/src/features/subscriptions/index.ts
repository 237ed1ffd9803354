/** What other features may use from subscriptions (packages with a therapist). */
export { PackageOptions } from './components/package-options';
export { PackagesEditor } from './components/packages-editor';
