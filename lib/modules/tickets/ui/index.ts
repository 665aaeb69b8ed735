// The tickets module's public UI for other modules' screens (lint rule boundaries/imports): the badges.
export { SlaAge, TicketPriorityBadge, TicketStatusBadge } from "./badges";
