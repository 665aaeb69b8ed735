// The profile module's public UI: what other modules' screens may use (lint rule boundaries/imports).

export { ImageUpload } from "./image-upload";
