export default function FeaturesPage() {
  return (
    <section className="dp-container">
      <h1>Features</h1>
    </section>
  );
}
