/** Every floor page: a heading and a paragraph. */
export function Page({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p>{text}</p>
    </>
  );
}
