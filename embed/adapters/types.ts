// A site adapter is data: where the chat's parts are (selectors) and how its input takes text (editor kind).
// Each chat site is one small file of this shape; the runtime code is shared. The shape is part of the
// page <-> sidebar protocol, since the sidebar serves the table of sites (bridge/protocol/adapters.ts).
export type { AdapterPart, AdapterSelectors, EditorKind, SiteAdapter } from '../../bridge/protocol/adapters';
