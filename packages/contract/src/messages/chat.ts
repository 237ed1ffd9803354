/** Issue 13 (chat). Our wording: the spec words none of these. Keys start with `chat` so they cannot collide. */
export const CHAT_MSG = {
  chatNotFound: 'Conversation not found',
  /** Ours (issue 20 #11): the other person deleted their account; the conversation is kept to read. */
  chatClosed: 'This account was deleted. You can read this conversation, but not reply.',
  chatMessageEmpty: 'Write a message first',
  chatMessageTooLong: 'A message can be at most 4000 characters',
  chatFileType: 'Send an image (JPG or PNG) or a PDF',
  chatFileTooLarge: 'Files must be smaller than 5 MB',
  chatFileRequired: 'Choose a file to send',
  chatBadPayload: 'That message could not be read',
  chatNoConversations: 'No conversations yet',
  chatFileSent: 'File sent',
} as const;
