/** Placeholder: filled in by its feature's work. */
export default function CreateBlogPage() {
  return (
    <section className="container section">
      <h1>CreateBlogPage</h1>
    </section>
  );
}
