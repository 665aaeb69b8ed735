// The tenants module's public UI: what other modules' screens may use (lint rule boundaries/imports).

export { AddressView } from "./address-view";
