// The communication module's public UI: the case screen's Messages tab and the unread count on its label.
export { CaseMessages, MessagesUnreadBadge } from "./case-messages";
