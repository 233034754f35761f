export default function DashboardPage() {
  return (
    <section className="dp-container">
      <h1>Dashboard</h1>
    </section>
  );
}
