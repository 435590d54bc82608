export default function NotFound() {
  return (
    <html lang="uz-Latn">
      <body>
        <main>
          <h1>404</h1>
          <p>Sahifa topilmadi.</p>
        </main>
      </body>
    </html>
  );
}
