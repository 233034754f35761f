export default function HomePage() {
  return (
    <section className="dp-container">
      <h1>Home</h1>
    </section>
  );
}
