/** Placeholder: filled in by its feature's work. */
export default function AmazonServicesPage() {
  return (
    <section className="container section">
      <h1>AmazonServicesPage</h1>
    </section>
  );
}
