export { LazyDiagnoseRunner } from './DiagnoseLazy';
