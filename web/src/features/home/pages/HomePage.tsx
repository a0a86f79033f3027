/** Placeholder: filled in by its feature's work. */
export default function HomePage() {
  return (
    <section className="container section">
      <h1>HomePage</h1>
    </section>
  );
}
