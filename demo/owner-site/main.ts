// Entry of the Acme Support demo page: the chat plus the page's own WebMCP tool.
import './chat';
import './tools';
