// The editor family saved with a taught input: the same detection the insert strategies use.
export { detectEditorFamily as editorFamily } from '../editors/family';
