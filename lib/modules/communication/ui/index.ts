// The communication module's public UI: the case screen's Messages tab, the unread count on its label, and the
// page a message e-mail's reply link opens.
export { CaseMessages } from "./case-messages";
export { MessagesUnreadBadge } from "./unread-badge";
export { ClientMessages } from "./client-messages";
export { ReplyLinkScreen } from "./reply-link-screen";
