// ANY /payapi/{path} — a billing path no route serves answers the JSON 404 envelope, as under /api
export { GET, POST, PUT, PATCH, DELETE } from "@/app/api/[[...path]]/route";
