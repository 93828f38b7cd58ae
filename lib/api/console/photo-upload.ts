/** A console photo upload's request: one file in the form field `photo`, as the browser chose it; the server decides what it is. */
export function photoUploadInit(photo: File): RequestInit {
  const form = new FormData();
  form.append("photo", photo);
  return { method: "POST", body: form };
}
