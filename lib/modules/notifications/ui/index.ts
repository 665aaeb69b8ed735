// The notifications' public UI: the bell of the top bar (placed by shell), and the query keys.
export { NotificationBell } from "./notification-bell";
export { notificationKeys } from "./keys";
