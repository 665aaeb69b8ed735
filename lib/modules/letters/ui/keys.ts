// TanStack Query keys and paths of the letters module.
export const lettersKeys = {
  all: ["letters"] as const,
  lists: () => [...lettersKeys.all, "list"] as const,
  list: (body: unknown) => [...lettersKeys.lists(), body] as const,
  detail: (id: string) => [...lettersKeys.all, "detail", id] as const,
  preview: (body: unknown) => [...lettersKeys.all, "preview", body] as const,
};

export const LETTERS_PATH = "/app/form-letters";
export const letterPath = (id: string) => `${LETTERS_PATH}/${id}`;
