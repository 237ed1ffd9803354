/** What other features (the call window, the shell) use from chat. */
export { ChatAgent } from './components/chat-agent';
export { ConversationPanel } from './components/conversation-panel';
