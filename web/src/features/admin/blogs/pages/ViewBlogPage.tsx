/** Placeholder: filled in by its feature's work. */
export default function ViewBlogPage() {
  return (
    <section className="container section">
      <h1>ViewBlogPage</h1>
    </section>
  );
}
