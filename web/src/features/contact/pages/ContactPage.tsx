/** Placeholder: filled in by its feature's work. */
export default function ContactPage() {
  return (
    <section className="container section">
      <h1>ContactPage</h1>
    </section>
  );
}
