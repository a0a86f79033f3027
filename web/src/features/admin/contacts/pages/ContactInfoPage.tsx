/** Placeholder: filled in by its feature's work. */
export default function ContactInfoPage() {
  return (
    <section className="container section">
      <h1>ContactInfoPage</h1>
    </section>
  );
}
